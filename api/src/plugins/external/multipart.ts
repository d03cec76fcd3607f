import multipart from '@fastify/multipart';

// Spec 1 §5 and §9: one attachment of at most 2 MB per form submission.
export const autoConfig = {
  limits: { fileSize: 2_097_152, files: 1, fields: 40, fieldSize: 10_000 },
};

export default multipart;
