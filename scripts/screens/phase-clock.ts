/** Prints how long each phase took since the last, so a slow run says where its time went. */
export function phaseClock(): (done: string) => void {
  let since = performance.now();
  return (done) => {
    const now = performance.now();
    console.log(`  (${done} in ${((now - since) / 1000).toFixed(1)} s)`);
    since = now;
  };
}
