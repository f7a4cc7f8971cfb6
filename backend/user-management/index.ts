// The users page's API: list, form options, create with invitation, detail, edit and deactivate, new invitation.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import type { MailDeps } from '../mail';
import { userDetail } from './detail';
import { formOptions } from './options';
import { listUsers } from './read';
import { userCreateRoute, userDetailRoute, userInviteRoute, userListRoute, userOptionsRoute, userUpdateRoute } from './routes';
import { createUser, reinviteUser, updateUser } from './write';

export function registerUserAdminRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;

  guarded(userListRoute(auth), 'users.read', async (c, viewer) => c.json(await listUsers(db, viewer, c.req.valid('query')), 200));
  // Before /api/User/{userId}: the fixed path wins. The form's options are read by whoever reads users (the same roles
  // create them), whatever the back-office role: a Viewer's form shows them too.
  guarded(userOptionsRoute(auth), 'users.read', async (c, viewer) => c.json(await formOptions(db, { viewer, user: c.get('user') }), 200));

  guarded(userCreateRoute(auth), 'users.create', async (c, viewer) => {
    const body = c.req.valid('json');
    const caller = { viewer, user: c.get('user') };
    const { id } = await createUser(deps, mail, caller, body, body.locale ?? localeOf(c));
    return c.json(await userDetail(db, caller, id), 201);
  });

  guarded(userDetailRoute(auth), 'users.read', async (c, viewer) =>
    c.json(await userDetail(db, { viewer, user: c.get('user') }, idOf(c.req.valid('param').userId)), 200),
  );

  // each kind of change then takes its own capability (./write.ts)
  guarded(userUpdateRoute(auth), 'users.write', async (c, viewer) => {
    const caller = { viewer, user: c.get('user') };
    const id = idOf(c.req.valid('param').userId);
    await updateUser(deps, mail, caller, id, c.req.valid('json'), localeOf(c));
    return c.json(await userDetail(db, caller, id), 200);
  });

  // a new invitation edits the user, as the back-office role must allow
  guarded(userInviteRoute(auth), 'users.profile.write', async (c, viewer) => {
    const body = c.req.valid('json') ?? {};
    await reinviteUser(deps, mail, { viewer, user: c.get('user') }, idOf(c.req.valid('param').userId), body.locale ?? localeOf(c));
    return c.body(null, 204);
  });
}
