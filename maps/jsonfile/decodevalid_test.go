package jsonfile

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// TestDecodeValidAgreesWithDecoder: DecodeValid takes json.Unmarshal's path
// only when encoding/json's stream decoder with DisallowUnknownFields
// (the oracle, DecodeScanned) would refuse nothing; on every document here
// both give the same value and the same error text.
func TestDecodeValidAgreesWithDecoder(t *testing.T) {
	type inner struct {
		Hex  string         `json:"hex"`
		N    *int           `json:"n,omitempty"`
		Any  any            `json:"any,omitempty"`
		Tags map[string]int `json:"tags,omitempty"`
	}
	type embedded struct {
		E string `json:"e"`
	}
	type outer struct {
		ID    string  `json:"id"`
		Rows  []inner `json:"rows"`
		Skip  string  `json:"-"`
		Inner *inner  `json:"inner,omitempty"`
	}
	type withEmbed struct {
		embedded
		ID string `json:"id"`
	}
	docs := []string{
		`{"id":"a","rows":[{"hex":"S0101","n":3}]}`,
		`{"id":"a","rows":[{"hex":"S0101","extra":1}]}`,
		`{"id":"a","rows":[{"hex":"S0101","n":"x"}]}`,
		`{"id":"a","rows":[{"hex":7}],"nope":true}`,
		`{"id":"a","Skip":"x","rows":[]}`,
		`{"id":"a","-":"x"}`,
		`{"inner":{"hex":"h","any":{"free":[1,{"k":2}]},"tags":{"x":1}}}`,
		`{"inner":{"hex":"h","tags":{"x":"one"}}}`,
		`  {"id":"\u0061","rows":null}  `,
		`{"id":"a","rows":[{"Hex":"S0101"}]}`,
		`{"id":1,"rows":[{"hex":"S0101","zzz":1}]}`,
	}
	for _, d := range append(docs, `{"id":"a",}`, `{"id":"a"} {}`, `{"id":"a","id":"b"}`, "\ufeff{}", `null`) {
		var a, b outer
		ea, eb := DecodeValid([]byte(d), &a), DecodeScanned([]byte(d), &b)
		if json.Valid([]byte(d)) && Scan([]byte(d), DefaultLimits) == nil && (fmt.Sprint(ea) != fmt.Sprint(eb) || !reflect.DeepEqual(a, b)) {
			t.Errorf("%s: DecodeValid %v %+v, stream decoder %v %+v", d, ea, a, eb, b)
		}
		// DecodeStrict (which takes DecodeValid's path for valid JSON)
		// against Scan then the stream decoder
		var c, e outer
		ec := DecodeStrict([]byte(d), &c)
		ee := Scan([]byte(d), DefaultLimits)
		if ee == nil {
			ee = DecodeScanned([]byte(d), &e)
		}
		if fmt.Sprint(ec) != fmt.Sprint(ee) || !reflect.DeepEqual(c, e) {
			t.Errorf("%s: DecodeStrict %v %+v, Scan and stream decoder %v %+v", d, ec, c, ee, e)
		}
	}
	for _, d := range []string{`{"e":"x","id":"y"}`, `{"e":"x","id":"y","zz":1}`} {
		var a, b withEmbed
		ea, eb := DecodeValid([]byte(d), &a), DecodeScanned([]byte(d), &b)
		if fmt.Sprint(ea) != fmt.Sprint(eb) || !reflect.DeepEqual(a, b) {
			t.Errorf("%s: DecodeValid %v %+v, stream decoder %v %+v", d, ea, a, eb, b)
		}
	}
}
