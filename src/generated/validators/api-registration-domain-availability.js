// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-domain-availability.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-registration-domain-availability.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-registration-domain-availability.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-registration-domain-availability.json","title":"caption.domainAvailabilityApi","type":"object","required":["domainId"],"properties":{"domainId":{"$ref":"#/definitions/domain-id"}},"messages":{"type":"field.invalid"},"definitions":{"domain-id":{"title":"caption.usDomainId","type":"string","minLength":5,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.minLength","pattern":"field.alphanumeric"},"validCharacters":true}}};
const schema28 = {"title":"caption.usDomainId","type":"string","minLength":5,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.minLength","pattern":"field.alphanumeric"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z0-9]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-registration-domain-availability.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.domainId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domainId"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.domainId !== undefined){
let data0 = data.domainId;
if(typeof data0 === "string"){
if(func2(data0) < 5){
const err1 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]*$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/validCharacters",keyword:"validCharacters",params:{messageId: "field.alphanumeric"}};
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
const err4 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
