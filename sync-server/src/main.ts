import { runServerProcess } from './server-process.ts';

runServerProcess();
