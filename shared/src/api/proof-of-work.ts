// The forms' proof-of-work (spec 2's captcha, done with ALTCHA, without a third party or a
// cookie): the browser fetches a challenge, solves it and sends the solution in a header with
// the form. It takes a fraction of a second and shows nothing; a flood pays it every time.
// altcha-lib is loaded only when a form is sent, never on the first paint.

export const PROOF_OF_WORK_HEADER = 'x-altcha';
export const PROOF_OF_WORK_CHALLENGE_URL = '/api/v1/altcha/challenge';

export interface ProofOfWorkChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The header's value for a solved challenge; null when it cannot be solved (the api then refuses). */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) return null;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}

/** Fetches and solves a challenge; null on any failure, so the form still sends and hears why. */
export async function proofOfWorkHeader(): Promise<string | null> {
  try {
    const response = await fetch(PROOF_OF_WORK_CHALLENGE_URL, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return await solveProofOfWork((await response.json()) as ProofOfWorkChallenge);
  } catch {
    return null;
  }
}
