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

const READ = { section: 'users', action: 'read' } as const;
const CREATE = { section: 'users', action: 'create' } as const;
const UPDATE = { section: 'users', action: 'update' } as const;

export function registerUserAdminRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;

  guarded(userListRoute(auth), READ, async (c, viewer) => c.json(await listUsers(db, viewer, c.req.valid('query')), 200));
  // Before /api/User/{userId}: the fixed path wins.
  guarded(userOptionsRoute(auth), CREATE, async (c, viewer) => c.json(await formOptions(db, { viewer, user: c.get('user') }), 200));

  guarded(userCreateRoute(auth), { ...CREATE, backOffice: 'create' }, async (c, viewer) => {
    const body = c.req.valid('json');
    const caller = { viewer, user: c.get('user') };
    const { id } = await createUser(deps, mail, caller, body, body.locale ?? localeOf(c));
    return c.json(await userDetail(db, caller, id), 201);
  });

  guarded(userDetailRoute(auth), READ, async (c, viewer) =>
    c.json(await userDetail(db, { viewer, user: c.get('user') }, idOf(c.req.valid('param').userId)), 200),
  );

  guarded(userUpdateRoute(auth), UPDATE, async (c, viewer) => {
    const caller = { viewer, user: c.get('user') };
    const id = idOf(c.req.valid('param').userId);
    await updateUser(deps, mail, caller, id, c.req.valid('json'), localeOf(c));
    return c.json(await userDetail(db, caller, id), 200);
  });

  // a new invitation edits the user, as the back-office role must allow
  guarded(userInviteRoute(auth), { ...UPDATE, backOffice: 'edit' }, async (c, viewer) => {
    const body = c.req.valid('json') ?? {};
    await reinviteUser(deps, mail, { viewer, user: c.get('user') }, idOf(c.req.valid('param').userId), body.locale ?? localeOf(c));
    return c.body(null, 204);
  });
}
