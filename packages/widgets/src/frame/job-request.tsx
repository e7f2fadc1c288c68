import { bootWidget } from './boot';
import { JobRequestPage } from './JobRequestPage';

bootWidget(<JobRequestPage />);
