import { setTestTheme } from './testTheme';

setTestTheme('light');
