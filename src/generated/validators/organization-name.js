// generated - do not edit: written by `npm run gen` from schemas/defs/organization-name.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/organization-name.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/organization-name.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/organization-name.json","title":"caption.organizationName","type":"string","minLength":2,"maxLength":50,"validCharacters":true,"patternRules":[{"pattern":"(?:[A-Za-z][^A-Za-z]*){3}","messageId":"organizationName.letters","params":{"letters":3}}],"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("(?:[A-Za-z][^A-Za-z]*){3}", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/organization-name.json" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) > 50){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 2){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data)){
const err2 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "organizationName.letters", pattern: "(?:[A-Za-z][^A-Za-z]*){3}"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(pattern1.test(data)){
const err3 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
