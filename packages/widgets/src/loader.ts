/**
 * The loader partner pages include (`<script type="module" src="https://HIRELOOP/embed/v1/loader.js">`):
 * it defines the widget elements, loading their frames from the origin it was itself loaded from.
 * Built into one small file (dist/loader.js, budget 4 KB min+gzip) with no import left.
 */
import { defineHireloopElements } from './elements';

defineHireloopElements({ origin: new URL(import.meta.url).origin });
