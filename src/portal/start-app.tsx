import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { FIRST_PAINT_ELEMENT_ID } from './first-paint-element.js';
import { takeOverFirstPaint } from './take-over-first-paint.js';

// The app itself, loaded by main.tsx (see there why it is a module of its own).
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// A page whose HTML carries its first paint: the app's root shows in its place, in the same
// frame, once the app has drawn the page (nothing flickers, nothing moves).
const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
const takeOver = () => firstPaint && takeOverFirstPaint(firstPaint, container);
createRoot(container).render(
  <StrictMode>
    <App onPageDrawn={firstPaint ? takeOver : undefined} />
  </StrictMode>,
);
