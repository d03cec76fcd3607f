// Must fail the lint: a tool reaching into e2e/ and into the api's internals.
import { revealFooter } from '../../../e2e/support/footer';
import { referenceDayOf } from '../../../api/src/seed/dates';

export const step = { revealFooter, referenceDayOf };
