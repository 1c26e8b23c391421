/**
 * The parts of node-forge sealing uses: certificates (x509, with the RSA public keys and digests they
 * name) and PKCS#7 signed data. `import 'node-forge'` loads its index, which registers every module
 * (TLS, SSH, PKCS#12, ciphers, ed25519, …): about 28 KB gzip more in each signing bundle
 * (`npm run bench -- --only lambda-bundles`). Each lib module adds itself to the one forge object.
 */
import type NodeForge from 'node-forge';
import forgeCore from 'node-forge/lib/forge.js';
import 'node-forge/lib/x509.js';
import 'node-forge/lib/pkcs7.js';
import 'node-forge/lib/sha256.js';
// Certificates of the chain may be signed with SHA-384/512 (sha512.js registers both).
import 'node-forge/lib/sha512.js';

export const forge = forgeCore as typeof NodeForge;
