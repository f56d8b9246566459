// generated - do not edit: written by `npm run gen` from schemas/defs/date.json; edit the schema and regenerate.
import * as __runtime0 from "ajv-formats/dist/formats.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/date.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/date.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/date.json","title":"caption.date","type":"string","format":"date","pattern":"^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$","messages":{"required":"field.required","format":"field.invalid","pattern":"field.invalid"},"definitions":{},"validCharacters":true};
const formats0 = (__runtime0.default?.fullFormats ?? __runtime0.fullFormats).date;
const pattern0 = new RegExp("^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/date.json" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0.validate(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(pattern1.test(data)){
const err2 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
