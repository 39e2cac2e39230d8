import { Type } from '@fastify/type-provider-typebox';
import type { UserRow } from '../../users/users-repository.ts';

export const UserBody = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  companyId: Type.Integer(),
  roles: Type.Array(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean({ description: 'False once an administrator has deactivated the user: they cannot sign in' }),
  admin: Type.Boolean({ description: 'May activate and deactivate the company’s users' }),
});

/** The public shape of a user: never the password hash. */
export function toUserBody(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    companyId: user.companyId,
    roles: user.roles,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    active: user.active,
    admin: user.admin,
  };
}
