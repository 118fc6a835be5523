import 'server-only';
import { adminPasswordProblem } from '@/lib/admin/access';
import { trustedProxyHops } from '@/lib/security/clientAddress';
import { metricsTokenProblem } from '@/lib/observability/token';

/**
 * Settings the site refuses to start with, each as a sentence saying what to change. A
 * server that started anyway would run with a guessable inbox password or count clients
 * by the wrong address, and nothing on the page would tell the operator.
 */
export function configurationProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const admin = adminPasswordProblem(env);
  if (admin) problems.push(admin);
  const metrics = metricsTokenProblem(env);
  if (metrics) problems.push(metrics);
  try {
    trustedProxyHops(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** Stops the process with the problems said, one sentence each, when there are any. */
export function refuseUnsafeConfiguration(env: NodeJS.ProcessEnv = process.env): void {
  const problems = configurationProblems(env);
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`Refusing to start: ${problem}`);
  process.exit(1);
}
