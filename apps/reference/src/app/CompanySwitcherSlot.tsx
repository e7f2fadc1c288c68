import { ConnectedCompanySwitcher } from '@hireloop/ui';

/**
 * The employer's company switcher beside the account menu (issue 16), a chunk of its own loaded
 * after the frame has painted: the first paint does not wait for it, and it shows only for people
 * in more than one company.
 */
export default function CompanySwitcherSlot() {
  return <ConnectedCompanySwitcher labelHidden className="w-48" />;
}
