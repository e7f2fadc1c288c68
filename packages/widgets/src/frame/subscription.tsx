import { bootWidget } from './boot';
import { readWidgetParams } from './config';
import { loadPlans, SubscriptionPage } from './SubscriptionPage';

// The plans this widget shows download beside the page, not after its first render.
void loadPlans[readWidgetParams().accountType]().catch(() => undefined);
bootWidget(<SubscriptionPage />);
