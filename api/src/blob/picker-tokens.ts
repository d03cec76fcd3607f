import {
  BlobServiceClient,
  ContainerSASPermissions,
  generateBlobSASQueryParameters,
  SASProtocol,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';
import { PICKER_CONTAINERS } from '@alz/shared/media/picture-containers';

export const PICKER_TOKEN_LIFETIME_MS = 15 * 60_000;

// Azure's advice for clock skew between this server and the storage service.
const START_LEEWAY_MS = 5 * 60_000;

/** Read, create, write, delete, list: what upload, sized copies and delete need; nothing more. */
export const PICKER_PERMISSIONS = 'rcwdl';

export interface PickerContainerToken {
  Name: string;
  /** The container's address without a token; the token goes after it as its query string. */
  Url: string;
  /** A container-scoped service SAS (`sr=c`), without the leading `?`. */
  Sas: string;
}

export interface PickerTokens {
  ExpiresOn: string;
  Containers: PickerContainerToken[];
}

export type PickerTokenIssuer = (now?: Date) => PickerTokens;

/**
 * Signs short-lived tokens for the picker's containers only (issue 17): the account key stays
 * here, and a token for `pictures` opens no other container (say `applications`). Null when
 * the connection string has no account key to sign with (a SAS connection string).
 * `publicUrl` is the account's address as the editor's browser reaches it, when the api reaches
 * it by another (a compose network name, a private endpoint).
 */
export function pickerTokenIssuer(connectionString: string, publicUrl: string | null = null): PickerTokenIssuer | null {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const credential = service.credential;
  if (!(credential instanceof StorageSharedKeyCredential)) return null;
  const permissions = ContainerSASPermissions.parse(PICKER_PERMISSIONS);
  const protocol = new URL(service.url).protocol === 'https:' ? SASProtocol.Https : SASProtocol.HttpsAndHttp;

  return (now = new Date()) => {
    const startsOn = new Date(now.getTime() - START_LEEWAY_MS);
    // Whole seconds, as the tokens' `se` has them, so ExpiresOn is exactly when they stop working.
    const expiresOn = new Date(Math.floor((now.getTime() + PICKER_TOKEN_LIFETIME_MS) / 1000) * 1000);
    return {
      ExpiresOn: expiresOn.toISOString(),
      Containers: PICKER_CONTAINERS.map((name) => ({
        Name: name,
        Url: publicUrl ? `${publicUrl}/${name}` : service.getContainerClient(name).url,
        Sas: generateBlobSASQueryParameters(
          { containerName: name, permissions, startsOn, expiresOn, protocol },
          credential,
        ).toString(),
      })),
    };
  };
}
