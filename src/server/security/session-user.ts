/** Who a signed-in request acts for, as the session plugin attaches it. */
export interface SessionUser {
  userId: number;
  username: string;
  roleId: number | null;
  isSso: boolean;
  isAdmin: boolean;
  /** The account an administrator acts on (the spec's selected user); else the user's own. */
  selectedUserId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin for a request with a live session. */
    sessionUser?: SessionUser;
  }
  interface FastifyInstance {
    /** preHandler for calls that need a signed-in user: answers 401 without a live session. */
    requireSession: (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
  }
}
