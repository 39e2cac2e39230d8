import { describe, expect, it } from 'vitest';
import { mergeStringEnumUnions } from './openapi-for-mesh.ts';

describe('mergeStringEnumUnions', () => {
  it('writes a TypeBox union of string literals as one enum, keeping its description', () => {
    const status = {
      anyOf: [
        { type: 'string', enum: ['A'] },
        { type: 'string', enum: ['I'] },
      ],
      description: 'A is active, I inactive',
    };
    expect(mergeStringEnumUnions(status)).toEqual({
      type: 'string',
      enum: ['A', 'I'],
      description: 'A is active, I inactive',
    });
  });

  it('writes a nullable union of string literals as one enum too (Mesh reads null as a type of its own)', () => {
    const duplicateOf = {
      anyOf: [{ type: 'string', enum: ['STORED'] }, { type: 'string', enum: ['FILE'] }, { type: 'null' }],
    };
    expect(mergeStringEnumUnions(duplicateOf)).toEqual({ type: 'string', enum: ['STORED', 'FILE'] });
    expect(mergeStringEnumUnions({ anyOf: [{ type: 'null' }] })).toEqual({ anyOf: [{ type: 'null' }] });
  });

  it('reaches unions anywhere in the document and leaves the input as it was', () => {
    const doc = {
      paths: {
        '/api/x': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          type: {
                            anyOf: [
                              { type: 'string', enum: ['H'] },
                              { type: 'string', enum: ['B'] },
                            ],
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const before = JSON.stringify(doc);
    const merged = mergeStringEnumUnions(doc);
    expect(merged.paths['/api/x'].get.responses[200].content['application/json'].schema.items.properties.type).toEqual({
      type: 'string',
      enum: ['H', 'B'],
    });
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('leaves unions that are not only string enums (and null) alone: nullable numbers, objects, formats', () => {
    const nullable = { anyOf: [{ type: 'integer' }, { type: 'null' }] };
    const withFormat = {
      anyOf: [
        { type: 'string', enum: ['A'], format: 'x' },
        { type: 'string', enum: ['B'] },
      ],
    };
    expect(mergeStringEnumUnions(nullable)).toEqual(nullable);
    expect(mergeStringEnumUnions(withFormat)).toEqual(withFormat);
    expect(mergeStringEnumUnions({ anyOf: [] })).toEqual({ anyOf: [] });
  });
});
