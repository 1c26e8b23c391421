import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInView } from './app/router';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadSignedInView(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
