// generated - do not edit: written by `npm run gen` from schemas/models/add-health-plans.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
import * as __runtime1 from "ajv/dist/runtime/equal.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/add-health-plans.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/add-health-plans.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/add-health-plans.json","title":"caption.addHealthPlans","type":"object","required":["plans"],"properties":{"plans":{"title":"caption.healthPlans","type":"array","maxItems":500,"uniqueItems":true,"items":{"type":"object","required":["id"],"properties":{"id":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":999999999,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"pin":{"normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"title":"caption.pin","type":["string","null"],"maxLength":20,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"}},"messages":{"required":"providerManagement.healthPlanRequired","contains":"providerManagement.healthPlanRequired","maxItems":"field.invalid","uniqueItems":"field.invalid","type":"field.invalid"},"contains":{"type":"object"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const func0 = (__runtime1.default?.default ?? __runtime1.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/add-health-plans.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.plans === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plans"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "plans")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.plans !== undefined){
let data0 = data.plans;
if(Array.isArray(data0)){
if(data0.length > 500){
const err2 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/maxItems",keyword:"maxItems",params:{limit: 500}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err3 = {instancePath:instancePath+"/plans/" + i0,schemaPath:"#/properties/plans/items/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "id") || (key1 === "pin"))){
const err4 = {instancePath:instancePath+"/plans/" + i0,schemaPath:"#/properties/plans/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/plans/" + i0+"/id",schemaPath:"#/properties/plans/items/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 999999999 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/plans/" + i0+"/id",schemaPath:"#/properties/plans/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/plans/" + i0+"/id",schemaPath:"#/properties/plans/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data1.pin !== undefined){
let data3 = data1.pin;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/plans/" + i0+"/pin",schemaPath:"#/properties/plans/items/properties/pin/type",keyword:"type",params:{type: schema27.properties.plans.items.properties.pin.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) > 20){
const err9 = {instancePath:instancePath+"/plans/" + i0+"/pin",schemaPath:"#/properties/plans/items/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(pattern0.test(data3)){
const err10 = {instancePath:instancePath+"/plans/" + i0+"/pin",schemaPath:"#/properties/plans/items/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/plans/" + i0,schemaPath:"#/properties/plans/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const _errs18 = errors;
const len1 = data0.length;
for(let i1=0; i1<len1; i1++){
let data4 = data0[i1];
const _errs19 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err12 = {instancePath:instancePath+"/plans/" + i1,schemaPath:"#/properties/plans/contains/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid4 = _errs19 === errors;
if(valid4){
break;
}
}
if(!valid4){
const err13 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/contains",keyword:"contains",params:{minContains: 1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
let i2 = data0.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data0[i2], data0[j0])){
const err14 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
