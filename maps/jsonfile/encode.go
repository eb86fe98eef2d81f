// Package jsonfile holds what every Sandtable file shares: the canonical JSON
// encoding (two-space indent, struct field order, sorted map keys, no HTML
// escaping, one trailing newline) and atomic saving.
package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

// Encode returns the canonical bytes of v: the encoding Sandtable writes for
// every file, so that loading and saving an unchanged file gives the same bytes.
func Encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return buf.Bytes(), nil
}

// DecodeStrict decodes data into v, refusing fields v does not declare, so
// that a field the canonical writer would drop is reported instead of lost,
// and refusing first what Scan refuses (BOM, invalid UTF-8, nesting deeper
// than DefaultLimits.Depth, duplicate keys, a null document) with a
// *ScanError. Valid JSON whose keys all name fields is decoded with
// json.Unmarshal (DecodeValid), without the stream decoder's copies.
func DecodeStrict(data []byte, v any) error {
	valid, err := ScanValid(data, DefaultLimits)
	if err != nil {
		return err
	}
	if valid {
		return DecodeValid(data, v)
	}
	return DecodeScanned(data, v)
}

// DecodeValid is DecodeScanned for data known to be one valid JSON value
// (ScanValid said so, or json.Valid): the same result and errors, but when
// every key names a field (nothing for DisallowUnknownFields to refuse) it
// decodes with json.Unmarshal, sparing the stream decoder's copies of
// data.
func DecodeValid(data []byte, v any) error {
	known, err := keysKnown(data, reflect.TypeOf(v))
	if err != nil {
		return err
	}
	if known {
		return json.Unmarshal(data, v)
	}
	return decodeDisallowing(data, v)
}

// DecodeScanned is DecodeStrict for data that Scan has already passed: it
// decodes without scanning again, but refuses, with a *ScanError of code
// json.key-case, a key that matches a field only when case is ignored (see
// checkKeyCase). Errors: as DecodeStrict's, Scan's aside.
func DecodeScanned(data []byte, v any) error {
	if err := checkKeyCase(data, reflect.TypeOf(v)); err != nil {
		return err
	}
	return decodeDisallowing(data, v)
}

// decodeDisallowing decodes one JSON value, refusing unknown fields and
// trailing data.
func decodeDisallowing(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}
