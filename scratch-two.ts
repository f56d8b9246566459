import { startDemoPortal } from '/work/main/src/server/demo/demo-portal.js';
const a = await startDemoPortal({ staticDir: '/tmp/dist-nofp' });
const b = await startDemoPortal({ staticDir: '/work/main/dist' });
console.log('NOFP', a.origin); console.log('FP', b.origin);
setInterval(() => {}, 1 << 30);
