import { setTestTheme } from './testTheme';

setTestTheme('dark');
