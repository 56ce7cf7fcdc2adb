/**
 * `npm run admin:create -- --username X --name Y [--password-stdin]` (issue 20,
 * docs/operators.md "The first owner"): creates an owner of the operator console in the
 * configured database. Production never seeds operators, so this is how the first one is made.
 * The password is generated (strong, printed ONCE) or read from standard input with
 * `--password-stdin` (10–128 characters). Refused when the username exists. The owner must enrol
 * TOTP at first login (owners move money): the console asks for it.
 */
import { opsNewPassword, opsUsername } from '../shared/contract/ops';
import { singleLine } from '../shared/contract/schemas';
import type { Db } from './db';
import { createFirstOwner } from './modules/ops/operators.service';

export interface AdminCreateIo {
  /** the whole of standard input (only read with --password-stdin) */
  readStdin: () => Promise<string>;
  print: (line: string) => void;
}

function flagValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

/** Runs the command on `db`; throws an Error with a readable message when it is refused. */
export async function runAdminCreate(
  db: Db,
  argv: string[],
  io: AdminCreateIo,
  now: number,
): Promise<{ id: number; username: string }> {
  const username = opsUsername.safeParse(flagValue(argv, '--username'));
  if (!username.success) {
    throw new Error('--username is missing or invalid: 2–32 of letters, digits, _ . -');
  }
  const name = singleLine(32, 1).safeParse(flagValue(argv, '--name') ?? username.data);
  if (!name.success) throw new Error('--name is invalid: one line of at most 32 characters');
  let password: string | undefined;
  if (argv.includes('--password-stdin')) {
    const read = opsNewPassword.safeParse((await io.readStdin()).replace(/\r?\n$/, ''));
    if (!read.success)
      throw new Error('the password from standard input must be 10 to 128 characters');
    password = read.data;
  }
  const { operator, generated } = await createFirstOwner(
    db,
    { username: username.data, name: name.data, password },
    now,
  ).then((r) => {
    if (r.generated) password = r.password;
    return r;
  });
  io.print(`Created owner "${operator.username}" (id ${operator.id}).`);
  if (generated) {
    io.print(`  Password (shown once, store it now): ${password}`);
  }
  io.print(
    '  Two-step verification: owners must enrol TOTP at first login (the console shows the QR code).',
  );
  return { id: operator.id, username: operator.username };
}
