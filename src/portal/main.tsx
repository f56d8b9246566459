import './styles/uswds-portal.scss';
import './styles/portal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
