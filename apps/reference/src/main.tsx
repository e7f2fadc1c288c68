/**
 * The reference app's entry: the router, the hooks' providers over the sdk client on the page's
 * own origin (the server serves both, so the session cookie stays first-party), then the routes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
