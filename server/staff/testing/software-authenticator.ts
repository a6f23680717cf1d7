import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/**
 * A passkey authenticator in memory, for tests that talk to the server without a browser: it
 * answers registration and sign-in options as a browser's platform authenticator would, with an
 * ES256 key per credential. `verifiesUser` false stands for a security key without a PIN, or a
 * client that does not pass the user-verification requirement on (it answers anyway, as a
 * tampered client could).
 */
export function softwareAuthenticator({
  origin,
  verifiesUser = true,
}: {
  origin: string;
  verifiesUser?: boolean;
}) {
  const rpId = new URL(origin).hostname;
  const credentials = new Map<string, { key: KeyObject; userHandle: string; counter: number }>();
  const flags = () => USER_PRESENT | (authenticator.verifiesUser ? USER_VERIFIED : 0);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };

  const authenticator = {
    verifiesUser,

    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const cosePublicKey = isoCBOR.encode(
        new Map<number, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, "base64url")],
          [-3, Buffer.from(jwk.y!, "base64url")],
        ]),
      );
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags() | ATTESTED_CREDENTIAL]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        cosePublicKey,
      ]);
      credentials.set(b64url(id), { key: privateKey, userHandle: options.user.id, counter: 0 });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(
            isoCBOR.encode(
              new Map<string, Cbor>([
                ["fmt", "none"],
                ["attStmt", new Map()],
                ["authData", authData],
              ]),
            ),
          ),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },

    /** Answers with the first credential the options allow (any of this site's for a sign-in). */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
      const allowed = options.allowCredentials?.map((credential) => credential.id);
      const id = [...credentials.keys()].find((key) => !allowed?.length || allowed.includes(key));
      if (!id) throw new Error("no credential for these options");
      const credential = credentials.get(id)!;
      credential.counter += 1;
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags()]),
        counterBytes(credential.counter),
      ]);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(
            sign(
              "sha256",
              Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
              credential.key,
            ),
          ),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
  return authenticator;
}
