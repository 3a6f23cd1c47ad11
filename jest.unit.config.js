// `npm run test:unit`: the fast tier only, with both cores (a path after `--` narrows it as usual).
import { unit } from './jest.config.js';

export default { ...unit, maxWorkers: 2 };
