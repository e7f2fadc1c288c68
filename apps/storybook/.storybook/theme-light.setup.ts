import { configure } from 'storybook/test';
import { setTestTheme } from './testTheme';

setTestTheme('light');
// findBy…/waitFor wait up to 10 s: CI runs every package's tests at once on two cores.
configure({ asyncUtilTimeout: 10_000 });
