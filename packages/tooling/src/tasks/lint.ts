import { run } from '../lib/process';
import { ROOT, bin } from '../lib/workspace';

process.exit(await run(bin('eslint'), ['--max-warnings=0', '.'], { cwd: ROOT }));
