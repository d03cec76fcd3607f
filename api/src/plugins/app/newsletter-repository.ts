import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: ReturnType<typeof create>;
  }
}

// A type, not an interface: the route's response type wants an index signature.
export type StoredNewsletterSignup = {
  email: string;
  consentText: string;
  /** ISO 8601, the api's time of receipt. */
  consentedAt: string;
};

function create(db: Db) {
  return {
    /** The sign-up of one address (stored in lower case), for the back office. */
    async findByEmail(email: string): Promise<StoredNewsletterSignup[]> {
      const { rows } = await db.query<{ email: string; consent_text: string; consented_at: Date | string }>(
        'SELECT email, consent_text, consented_at FROM newsletter_signups WHERE email = $1',
        [email.toLowerCase()],
      );
      return rows.map((row) => ({
        email: row.email,
        consentText: row.consent_text,
        consentedAt: new Date(row.consented_at).toISOString(),
      }));
    },

    /**
     * Stores a sign-up once per address. A repeated one changes nothing, so the consent on
     * record stays the first one given; the unique address makes two sign-ups sent at the same
     * moment one row as well.
     */
    async signUp(signup: { email: string; consentText: string }): Promise<void> {
      await db.query(
        `INSERT INTO newsletter_signups (email, consent_text) VALUES ($1, $2)
         ON CONFLICT (email) DO NOTHING`,
        [signup.email, signup.consentText],
      );
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('newsletter', create(app.db));
  },
  { name: 'newsletter-repository', dependencies: ['database'] },
);
