package main

import (
	"encoding/json"
	"io"
	"path/filepath"
	"sort"

	"github.com/sandtable/sandtable/validate"
)

// SARIF 2.1.0, the subset CI systems read to annotate the offending line.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID string `json:"id"`
}

type sarifResult struct {
	RuleID     string            `json:"ruleId"`
	Level      string            `json:"level"`
	Message    sarifText         `json:"message"`
	Locations  []sarifLocation   `json:"locations"`
	Properties map[string]string `json:"properties,omitempty"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
}

func sarifLevel(s validate.Severity) string {
	switch s {
	case validate.Error:
		return "error"
	case validate.Warning:
		return "warning"
	}
	return "note"
}

// writeSARIF prints the diagnostics as one SARIF 2.1.0 log.
func writeSARIF(w io.Writer, ds []validate.Diagnostic) error {
	rules := map[string]bool{}
	results := []sarifResult{}
	for _, d := range ds {
		rules[d.Code] = true
		props := map[string]string{"pointer": d.Pointer}
		if d.Hex != "" {
			props["hex"] = d.Hex
		}
		if d.Unit != "" {
			props["unit"] = d.Unit
		}
		results = append(results, sarifResult{
			RuleID: d.Code, Level: sarifLevel(d.Severity), Message: sarifText{d.Message},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: filepath.ToSlash(d.File)},
				Region:           sarifRegion{StartLine: max(d.Line, 1), StartColumn: max(d.Column, 1)},
			}}},
			Properties: props,
		})
	}
	ids := make([]string, 0, len(rules))
	for id := range rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	driver := sarifDriver{Name: "sandtable-cli", Rules: []sarifRule{}}
	for _, id := range ids {
		driver.Rules = append(driver.Rules, sarifRule{ID: id})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{{Tool: sarifTool{Driver: driver}, Results: results}},
	})
}
