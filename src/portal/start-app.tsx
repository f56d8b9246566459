import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_PAINT_ELEMENT_ID } from './first-paint-element.js';
import { takeOverFirstPaint } from './take-over-first-paint.js';

/** Resolves in a task of its own: the browser may paint and answer input before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app itself, loaded by main.tsx (see there why it is a module of its own).
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// A page whose HTML carries its first paint: the app's root shows in its place, in the same
// frame, once the app has drawn the page (nothing flickers, nothing moves).
const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
const takeOver = () => firstPaint && takeOverFirstPaint(firstPaint, container);
const root = createRoot(container);
// Stages, each in a task of its own, so none blocks a phone's main thread for long: react-dom
// (above), the app's modules (fetched beside this one: index.html preloads them), the app's
// own preparation (the rule files as it runs them, the flows' statechart, its actor), and
// its first render, time-sliced as a transition.
void (async () => {
  await nextTask();
  const { App, appStages } = await import('./app.js');
  for (const stage of appStages) {
    await nextTask();
    stage();
  }
  await nextTask();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App onPageDrawn={firstPaint ? takeOver : undefined} />
      </StrictMode>,
    ),
  );
})();
