// `npm run create-admin -- --email <address> [--name <name>]`: the first system administrator of an
// installation without the demo data, on the database the server's settings name (the server's
// `create-admin` command; docs/deployment/README.md "The first system administrator").
import { createAdminCommand } from '@shutterday/server';

process.exitCode = await createAdminCommand(process.argv.slice(2), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
