// The accounts of the local blob emulator (Azurite), for `npm start` and the tests only. A
// deployment sets AZURE_STORAGE_CONNECTION_STRING and APPLICATIONS_STORAGE_CONNECTION_STRING
// to accounts of its own (docker-compose.yml says which).

/** Pictures and content images: the emulator's documented development account, public by design. */
export const PICTURES_ACCOUNT = {
  name: 'devstoreaccount1',
  key: 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
} as const;

/**
 * Application attachments (cvs): an account of their own, so neither the pictures account's key
 * (which the picker's writes use) nor a /blobstorage/ read can ever reach them, not even by a copy.
 * Its key only opens this machine's emulator.
 */
export const APPLICATIONS_ACCOUNT = {
  name: 'alzapplications',
  key: 'ogvK6UooRS7jhBer9PHer3FXn9xWJ8gCSLy/Rpcsrrq2AneXX8jDKSgDTj34CG0VbbngjEjZ2XPbfqZMS7VCVA==',
} as const;

type Account = typeof PICTURES_ACCOUNT | typeof APPLICATIONS_ACCOUNT;

export function localConnectionString(account: Account, port = 10000): string {
  return (
    `DefaultEndpointsProtocol=http;AccountName=${account.name};AccountKey=${account.key};` +
    `BlobEndpoint=http://127.0.0.1:${port}/${account.name};`
  );
}

/** AZURITE_ACCOUNTS for the local emulator: both accounts (the variable replaces its default one). */
export const LOCAL_AZURITE_ACCOUNTS = [PICTURES_ACCOUNT, APPLICATIONS_ACCOUNT]
  .map((account) => `${account.name}:${account.key}`)
  .join(';');
