// Uses names the shared doors leave out (tools/webpack/doors-left-out.json).
import { withTranslation } from 'react-i18next';
import { connect } from 'react-redux';

export const Greeting = connect()(withTranslation()(() => null));
