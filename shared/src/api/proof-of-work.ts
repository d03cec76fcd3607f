// The forms' proof-of-work (spec 2's captcha, done with ALTCHA, without a third party or a
// cookie): the browser fetches a challenge, solves it and sends the solution in a header with
// the form. It takes a fraction of a second and shows nothing; a flood pays it every time.
// This module and altcha-lib's solver (half a kilobyte) come with a form's own code (in the shell
// with the form kit, 'alz-signup'), never on the first paint. It keeps no state, so each app
// may carry its own copy. The api checks the anti-forgery token first, so apiSend's second try
// with a fresh token finds the solution unspent.

import { solveChallenge } from 'altcha-lib/v1';

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
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return solution ? proofOfWorkAnswer(challenge, solution.number) : null;
}

/** The header's value that answers `challenge` with the number found. */
export function proofOfWorkAnswer(challenge: ProofOfWorkChallenge, number: number): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}

/**
 * Fetches and solves a challenge and gives the header to send; no header on any failure, so the
 * form still sends and the visitor hears why from the api's answer.
 */
export async function proofOfWorkHeaders(): Promise<Record<string, string>> {
  try {
    const response = await fetch(PROOF_OF_WORK_CHALLENGE_URL, { credentials: 'same-origin' });
    if (!response.ok) return {};
    const solved = await solveProofOfWork((await response.json()) as ProofOfWorkChallenge);
    return solved ? { [PROOF_OF_WORK_HEADER]: solved } : {};
  } catch {
    return {};
  }
}
