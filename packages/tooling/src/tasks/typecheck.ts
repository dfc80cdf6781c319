import { run } from '../lib/process';
import { ROOT, bin } from '../lib/workspace';

process.exit(await run(bin('tsc'), ['-b'], { cwd: ROOT }));
