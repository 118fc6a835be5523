import 'server-only';
import { hashPassword } from 'better-auth/crypto';

/**
 * Registration refused an address that has an account faster than it created one
 * (docs/benchmarks.md): the difference told anyone which addresses are registered. A refusal
 * now costs what a registration does: the password is hashed (and thrown away) before the
 * answer leaves. The answer itself still says the address is taken; saying the same in both
 * cases would need a confirmation mail, which this site does not send.
 */
export async function equaliseRefusalTime(response: Response, body: Uint8Array | undefined, started: number): Promise<void> {
  if (response.status !== 422 || !body) return;
  let password = '';
  try {
    password = String((JSON.parse(new TextDecoder().decode(body)) as { password?: unknown }).password ?? '');
  } catch {
    return;
  }
  if (password && performance.now() - started < 1000) await hashPassword(password);
}
