export { HireloopError, isHireloopError } from './HireloopError';
export { HttpError, isHttpError } from './HttpError';
export { TimeoutError, isTimeoutError } from './TimeoutError';
