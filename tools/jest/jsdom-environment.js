// The environment of every front-end test: jest-fixed-jsdom, the one MSW documents for Jest,
// gives the page Node's fetch, Request, Response, Blob, FormData and streams, which MSW answers
// (tools/jest/msw-server.ts). Three parts of the page must still meet those, as in a browser:
// - File is Node's as well: Node's FormData and request bodies take only Node's Blobs, so a
//   chosen file would not go along (jest-fixed-jsdom keeps jsdom's);
// - FormData also takes a form: React 19 builds one from a submitted <form action>, and Node's
//   takes none, so jsdom reads the form and Node's FormData holds the entries;
// - FileReader reads Node's Blobs and Files too; jsdom's reads only its own.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

// Where jsdom keeps its own interfaces for a window, whatever is set on the window itself.
const jsdomInterfaces = Symbol.for('[webidl2js] constructor registry');
const READS = ['readAsArrayBuffer', 'readAsBinaryString', 'readAsDataURL', 'readAsText'];

export default class JsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const page = this.global;
    const jsdom = page[jsdomInterfaces];

    page.File = NodeFile;

    const NodeFormData = page.FormData;
    page.FormData = new Proxy(NodeFormData, {
      construct(target, [form, submitter], newTarget) {
        const data = Reflect.construct(target, [], newTarget);
        if (form !== undefined) {
          for (const [name, value] of new jsdom.FormData(form, submitter)) data.append(name, value);
        }
        return data;
      },
    });

    for (const read of READS) {
      const jsdomRead = jsdom.FileReader.prototype[read];
      jsdom.FileReader.prototype[read] = function (blob, ...rest) {
        if (!(blob instanceof NodeBlob)) return jsdomRead.call(this, blob, ...rest);
        void blob.arrayBuffer().then((bytes) => {
          jsdomRead.call(this, new jsdom.Blob([new Uint8Array(bytes)], { type: blob.type }), ...rest);
        });
      };
    }
  }
}
