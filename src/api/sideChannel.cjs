'use strict';

// qs's side channel (what it remembers of the objects it is walking, for its cycle checks) on
// a WeakMap and a Map. The side-channel package qs asks for keeps the same four methods working
// on engines without WeakMap, and brings about 35 kB of helpers for that (object-inspect,
// get-intrinsic and their kin): three fifths of the query code's file, which a phone parses on
// its main thread as the file arrives. The shop's production build resolves `side-channel` here
// (vite.config.ts `qsSideChannel`); everything else uses the package.

function isObject(key) {
  return key !== null && (typeof key === 'object' || typeof key === 'function');
}

module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var storeOf = function (key) {
    return isObject(key) ? objects : others;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return storeOf(key).delete(key);
    },
    get: function (key) {
      return storeOf(key).get(key);
    },
    has: function (key) {
      return storeOf(key).has(key);
    },
    set: function (key, value) {
      storeOf(key).set(key, value);
    },
  };
  return channel;
};
