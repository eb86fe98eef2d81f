package trace

// SetPlainLocalCoil sets plainLocalCoil and returns what puts it back.
func SetPlainLocalCoil(on bool) func() {
	old := plainLocalCoil
	plainLocalCoil = on
	return func() { plainLocalCoil = old }
}
