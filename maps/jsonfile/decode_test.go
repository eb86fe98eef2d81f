package jsonfile

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// TestDecodeAgreesWithDecoder: Decode takes json.Unmarshal's path only when
// encoding/json's stream decoder with DisallowUnknownFields (the oracle,
// decodeDisallowing) would refuse nothing; on every document here both give
// the same value and the same error text, a key whose case differs from its
// field's aside (Decode refuses it as json.key-case, where encoding/json
// would fill the field).
func TestDecodeAgreesWithDecoder(t *testing.T) {
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
		c, err := Check([]byte(d), DefaultLimits, &a)
		if err != nil {
			if json.Valid([]byte(d)) && !strings.Contains(d, `"id":"b"`) && d != `null` && !strings.HasPrefix(d, "\ufeff") {
				t.Errorf("%s: Check refuses it: %v", d, err)
			}
			continue
		}
		ea, eb := c.Decode([]byte(d), &a), decodeDisallowing([]byte(d), &b)
		var se *ScanError
		if errors.As(ea, &se) && se.Code == "json.key-case" && strings.Contains(d, `"Hex"`) {
			continue
		}
		if fmt.Sprint(ea) != fmt.Sprint(eb) || !reflect.DeepEqual(a, b) {
			t.Errorf("%s: Decode %v %+v, stream decoder %v %+v", d, ea, a, eb, b)
		}
	}
	for _, d := range []string{`{"e":"x","id":"y"}`, `{"e":"x","id":"y","zz":1}`} {
		var a, b withEmbed
		ea, eb := DecodeStrict([]byte(d), &a), decodeDisallowing([]byte(d), &b)
		if fmt.Sprint(ea) != fmt.Sprint(eb) || !reflect.DeepEqual(a, b) {
			t.Errorf("%s: DecodeStrict %v %+v, stream decoder %v %+v", d, ea, a, eb, b)
		}
	}
}
