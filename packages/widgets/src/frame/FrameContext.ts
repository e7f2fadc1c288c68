import { createContext, useContext } from 'react';
import type { Bridge } from './bridge';
import type { EmbedConfig, WidgetParams } from './config';
import type { CredentialStore } from './credential';

/** What every part of a widget frame shares. */
export interface FrameContextValue {
  config: EmbedConfig;
  params: WidgetParams;
  bridge: Bridge;
  credential: CredentialStore;
}

export const FrameContext = createContext<FrameContextValue | null>(null);

/** The frame's config, attributes, host bridge and credential; throws outside `FrameRoot`. */
export function useFrame(): FrameContextValue {
  const value = useContext(FrameContext);
  if (!value) throw new Error('useFrame must be used inside FrameRoot');
  return value;
}
