import { serverMessage, toast, useCompanies, useSwitchCompany } from '@hireloop/hooks';
import type { ComponentProps } from 'react';
import { CompanySwitcher, type CompanySwitcherProps } from '../marketplace/team/company-switcher';
import { TEAM_TEXTS as TEXTS } from '../marketplace/team/texts';

export type ConnectedCompanySwitcherProps = Omit<ComponentProps<'div'>, 'children'> &
  Pick<CompanySwitcherProps, 'labelHidden'>;

/** The company switcher (issue 16), fed from `useCompanies`; hidden with one company. */
export function ConnectedCompanySwitcher(props: ConnectedCompanySwitcherProps) {
  const companies = useCompanies();
  const switchTo = useSwitchCompany();
  return (
    <CompanySwitcher
      companies={companies.data ?? []}
      switching={switchTo.isPending}
      onSwitch={(companyId) =>
        switchTo.mutate(companyId, {
          onSuccess: (now) => toast({ title: TEXTS.switchedToast, description: now.company.name }),
          onError: (error) =>
            toast({
              title: TEXTS.failed,
              description: serverMessage(error),
              variant: 'destructive',
            }),
        })
      }
      {...props}
    />
  );
}
