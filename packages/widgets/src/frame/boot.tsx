/**
 * Starts a widget frame page: reads what the server and the element said, greets the host (or
 * tells it the error that stops the widget), and renders the page.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectBridge } from './bridge';
import { readEmbedConfig, readWidgetParams } from './config';
import { createCredentialStore } from './credential';
import { FrameRoot } from './FrameRoot';
import { FRAME_TEXTS } from './texts';
import { applyTheme } from './theme';
import { themeOf } from '../theming';
import './styles.css';

export function bootWidget(page: ReactNode): void {
  const config = readEmbedConfig();
  const params = readWidgetParams();
  const bridge = connectBridge(config);
  // The theme from the attributes at once, then the host's (with the partner's variables) as it
  // comes: listened to before anything renders, so the host's first message is never missed.
  applyTheme(params.theme);
  bridge.listen((received) => {
    if (received.type === 'theme') {
      applyTheme(themeOf(received.payload.theme), received.payload.variables);
    }
  });
  const root = createRoot(document.getElementById('root')!);
  if (config.error) {
    // The host hides the frame and reports the error; someone who opened the page sees why.
    root.render(<p className="p-4 text-sm text-muted-foreground">{FRAME_TEXTS.notAvailable}</p>);
    return;
  }
  // One credential per partner key and partner page origin, in this tab.
  const credential = createCredentialStore(
    `hireloop:embed:${config.publishableKey}:${config.parentOrigin ?? ''}`,
  );
  root.render(
    <StrictMode>
      <FrameRoot frame={{ config, params, bridge, credential }}>{page}</FrameRoot>
    </StrictMode>,
  );
}
