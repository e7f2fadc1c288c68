import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthorizePage, readAuthorizeParams } from './AuthorizePage';
import { readEmbedConfig } from './config';
import { applyTheme } from './theme';
import { readWidgetParams } from './config';
import './styles.css';

applyTheme(readWidgetParams().theme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthorizePage config={readEmbedConfig()} params={readAuthorizeParams()} />
  </StrictMode>,
);
