import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthorizePage } from './AuthorizePage';
import { applyTheme } from './theme';
import { readAuthorizeParams, readEmbedConfig, readWidgetParams } from './config';
import './styles.css';

applyTheme(readWidgetParams().theme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthorizePage config={readEmbedConfig()} params={readAuthorizeParams()} />
  </StrictMode>,
);
