import type { ScormStandard } from '@trilha/contract';
import { escapeHtml } from '../../platform/http/escape-html.ts';

/**
 * The SCORM API inside the player's frame. The frame is sandboxed without allow-same-origin (an opaque origin), so
 * the package cannot read the app's storage, where the session token lives, nor reach window.parent's API: a
 * package's API finder looks at its own window first, and finds this one there. It answers GetValue from the saved
 * data and what the package set since, and hands every call to the player (postMessage), where scorm-again keeps
 * the real runtime and commits it with the person's session.
 */
const BRIDGE = `(function () {
  var boot = JSON.parse(document.currentScript.getAttribute('data-scorm'));
  var values = boot.values;
  var post = function (method, args) {
    try { window.parent.postMessage({ trilhaScorm: 1, method: method, args: args }, '*'); } catch (e) {}
  };
  var call = function (method, answer) {
    return function () {
      var args = Array.prototype.slice.call(arguments).map(String);
      post(method, args);
      return answer(args);
    };
  };
  var ok = function () { return 'true'; };
  var read = function (args) { return Object.prototype.hasOwnProperty.call(values, args[0]) ? values[args[0]] : ''; };
  var write = function (args) { values[args[0]] = args[1]; return 'true'; };
  var none = function () { return '0'; };
  var empty = function () { return ''; };
  if (boot.standard === 'scorm12') {
    window.API = {
      LMSInitialize: call('LMSInitialize', ok), LMSFinish: call('LMSFinish', ok),
      LMSGetValue: call('LMSGetValue', read), LMSSetValue: call('LMSSetValue', write), LMSCommit: call('LMSCommit', ok),
      LMSGetLastError: none, LMSGetErrorString: empty, LMSGetDiagnostic: empty
    };
  } else {
    window.API_1484_11 = {
      Initialize: call('Initialize', ok), Terminate: call('Terminate', ok),
      GetValue: call('GetValue', read), SetValue: call('SetValue', write), Commit: call('Commit', ok),
      GetLastError: none, GetErrorString: empty, GetDiagnostic: empty
    };
  }
})();`;

const attribute = escapeHtml;

/** The bridge as the first element of an HTML page of the package, with the saved values it answers from. */
export function withBridge(html: string, standard: ScormStandard, values: Record<string, string>): string {
  const tag = `<script data-scorm="${attribute(JSON.stringify({ standard, values }))}">${BRIDGE}</script>`;
  const head = /<head\b[^>]*>/i.exec(html) ?? /<html\b[^>]*>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
